# Right: an iterative walk with an explicit stack of pending work and a stack of values (no recursion): each leaf pushes emb[i], each node pops its right then left child's vectors and pushes tanh(cat([left, right]) @ w); nothing is cached between calls.
def encode(tree, emb, w):
    values = []
    work = [("visit", tree)]
    while work:
        kind, node = work.pop()
        if kind == "combine":
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat([left, right]) @ w))
        elif isinstance(node, int):
            values.append(emb[node])
        else:
            work.append(("combine", None))
            work.append(("visit", node[1]))
            work.append(("visit", node[0]))
    return values[0]
