# Right: an explicit post-order stack instead of recursion, combining children with torch.stack(...).reshape(-1) and torch.matmul.
def encode(tree, emb, w):
    todo, done = [(tree, False)], []
    while todo:
        node, expanded = todo.pop()
        if isinstance(node, int):
            done.append(emb[node])
        elif expanded:
            right = done.pop()
            left = done.pop()
            done.append(torch.tanh(torch.matmul(torch.stack([left, right]).reshape(-1), w)))
        else:
            todo.append((node, True))
            todo.append((node[1], False))
            todo.append((node[0], False))
    return done[0]
