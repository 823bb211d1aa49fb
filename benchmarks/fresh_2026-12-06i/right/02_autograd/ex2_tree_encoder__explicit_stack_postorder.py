# Right: no recursion: an explicit stack evaluates the tree in post-order, keeping the encoded children of each pair on a value stack.
def encode(tree, emb, w):
    values, todo = [], [(tree, False)]
    while todo:
        node, children_done = todo.pop()
        if isinstance(node, int):
            values.append(emb[node])
        elif children_done:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat([left, right]) @ w))
        else:
            left, right = node
            todo.append((node, True))
            todo.append((right, False))
            todo.append((left, False))
    return values[0]
