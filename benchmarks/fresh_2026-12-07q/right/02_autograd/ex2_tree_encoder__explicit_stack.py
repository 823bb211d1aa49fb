# Right: an iterative post-order walk with an explicit stack instead of recursion, building each node with torch.mv(w.T, cat).
def encode(tree, emb, w):
    todo = [(tree, False)]
    done = []
    while todo:
        node, expanded = todo.pop()
        if isinstance(node, int):
            done.append(emb[node])
        elif expanded:
            right = done.pop()
            left = done.pop()
            done.append(torch.tanh(torch.mv(w.T, torch.cat([left, right]))))
        else:
            todo.append((node, True))
            todo.append((node[1], False))
            todo.append((node[0], False))
    return done[0]
