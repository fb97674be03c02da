import DocsSite
print("napkin-docs")
