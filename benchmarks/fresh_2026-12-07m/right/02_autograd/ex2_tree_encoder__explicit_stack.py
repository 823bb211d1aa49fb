# Right: no recursion: an explicit post-order stack, with each finished subtree's vector pushed on a value stack.
def encode(tree, emb, w):
    todo = [(tree, False)]
    values = []
    while todo:
        node, children_done = todo.pop()
        if not isinstance(node, tuple):
            values.append(emb[node])
        elif children_done:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat([left, right]) @ w))
        else:
            todo.append((node, True))
            todo.append((node[1], False))
            todo.append((node[0], False))
    return values.pop()
