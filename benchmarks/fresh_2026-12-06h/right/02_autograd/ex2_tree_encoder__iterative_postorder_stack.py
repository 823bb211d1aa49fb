# Right: iterative instead of recursive — a post-order walk with an explicit stack computes each subtree once per occurrence and keeps the encoded vectors on a value stack; a node pops its two children (right on top) and pushes tanh(cat([left, right]) @ w).
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
            todo.append((node[1], False))    # popped after the left subtree
            todo.append((node[0], False))
    (result,) = values
    return result
