# Right: an iterative post-order walk with an explicit stack instead of recursion; every node is built from its children's tensors with differentiable ops (index, cat, matmul, tanh), nothing cached between calls, grad mode left to the caller.
def encode(tree, emb, w):
    stack = [(tree, False)]
    values = []
    while stack:
        node, children_done = stack.pop()
        if not isinstance(node, tuple):
            values.append(emb[node])
        elif children_done:
            right = values.pop()
            left = values.pop()
            values.append(torch.tanh(torch.cat((left, right)) @ w))
        else:
            stack.append((node, True))
            stack.append((node[1], False))
            stack.append((node[0], False))
    return values[0]
