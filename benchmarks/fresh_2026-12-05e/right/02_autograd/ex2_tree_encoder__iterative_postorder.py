# Right: no recursion: an explicit post-order stack encodes children before their parent; leaves are emb[i] (shape (D,)), nodes tanh(cat([left, right]) @ w); the graph is built from the tensors themselves.
def encode(tree, emb, w):
    values = []
    stack = [(tree, False)]
    while stack:
        node, children_done = stack.pop()
        if isinstance(node, int):
            values.append(emb[node])
        elif children_done:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat([left, right]) @ w))
        else:
            left, right = node
            stack.append((node, True))
            stack.append((right, False))
            stack.append((left, False))
    return values[0]
