# Right: iterative post-order traversal with an explicit stack, fresh every call, children combined in order with torch.cat.
def encode(tree, emb, w):
    stack = [(tree, False)]
    values = []
    while stack:
        node, children_done = stack.pop()
        if isinstance(node, int):
            values.append(emb[node])
        elif children_done:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat((left, right), dim=0) @ w))
        else:
            stack.append((node, True))
            stack.append((node[1], False))
            stack.append((node[0], False))
    return values[0]
