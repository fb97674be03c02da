try{var t=localStorage.getItem("napkin-theme");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}
