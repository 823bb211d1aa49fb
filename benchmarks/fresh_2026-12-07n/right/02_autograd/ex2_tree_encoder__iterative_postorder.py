# Right: no recursion: an explicit post-order stack, and the node product written as w.T @ cat (matrix-vector) instead of cat @ w.
def encode(tree, emb, w):
    stack, values = [(tree, False)], []
    while stack:
        node, children_done = stack.pop()
        if isinstance(node, int):
            values.append(emb[node])
        elif children_done:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.mv(w.transpose(0, 1), torch.cat((left, right)))))
        else:
            left, right = node
            stack.append((node, True))
            stack.append((right, False))
            stack.append((left, False))
    return values.pop()
