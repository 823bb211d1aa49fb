# Right: an iterative post-order walk with an explicit stack instead of recursion; each node is built from its children's tensors with torch.cat.
def encode(tree, emb, w):
    done = []                       # encoded subtrees, in post order
    stack = [(tree, False)]
    while stack:
        node, children_done = stack.pop()
        if isinstance(node, int):
            done.append(emb[node])
        elif children_done:
            right = done.pop()
            left = done.pop()
            done.append(torch.tanh(torch.cat([left, right]) @ w))
        else:
            stack.append((node, True))
            stack.append((node[1], False))
            stack.append((node[0], False))
    return done[0]
