# Right: no recursion; an explicit post-order stack, leaves gathered with index_select on an index made on emb's device (children order kept: left first).
def encode(tree, emb, w):
    def leaf(i):
        return emb.index_select(0, torch.tensor([i], device=emb.device))[0]
    work, done = [(tree, False)], []
    while work:
        node, expanded = work.pop()
        if isinstance(node, int):
            done.append(leaf(node))
        elif expanded:
            right = done.pop()
            left = done.pop()
            done.append(torch.tanh(torch.cat([left, right]) @ w))
        else:
            work.append((node, True))
            work.append((node[1], False))
            work.append((node[0], False))
    return done[0]
