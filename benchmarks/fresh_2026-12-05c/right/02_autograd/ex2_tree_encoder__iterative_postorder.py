# Right: an explicit-stack post-order traversal instead of recursion; each node's vector is built from its children's graph-connected tensors within this call only (nothing cached across calls)
def encode(tree, emb, w):
    stack = [(tree, False)]
    values = []
    while stack:
        node, expanded = stack.pop()
        if isinstance(node, int):
            values.append(emb[node])
        elif expanded:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat([left, right]) @ w))
        else:
            stack.append((node, True))
            stack.append((node[1], False))
            stack.append((node[0], False))
    return values[0]
