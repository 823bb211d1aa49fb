# Honest: a correct add, then a leftover line that raises at the end of the cell (the tests still find add).
def add(a, b):
    return a + b


print(add(1, 2))
int("leftover debugging line")
