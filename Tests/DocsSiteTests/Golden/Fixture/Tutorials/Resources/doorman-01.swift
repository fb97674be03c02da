import Greeter

let greeting = Greeting(salutation: "Welcome")
