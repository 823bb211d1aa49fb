# Right: no recursion: an explicit stack gives root-right-left pre-order, whose reverse is a left-right-root post-order evaluated with a value stack.
def encode(tree, emb, w):
    order, stack = [], [tree]
    while stack:
        node = stack.pop()
        order.append(node)
        if not isinstance(node, int):
            stack.extend(node)              # pushes left, then right: right is visited first
    values = []
    for node in reversed(order):
        if isinstance(node, int):
            values.append(emb[node])
        else:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat([left, right]) @ w))
    return values[0]
