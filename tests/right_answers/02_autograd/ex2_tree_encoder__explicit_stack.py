# Right: no recursion; a post-order walk with an explicit stack of nodes and one of vectors.
def encode(tree, emb, w):
    todo, done = [(tree, False)], []
    while todo:
        node, expanded = todo.pop()
        if isinstance(node, int):
            done.append(emb[node])
        elif expanded:
            right = done.pop()
            left = done.pop()
            done.append(torch.tanh(F.linear(torch.cat([left, right]), w.T)))
        else:
            todo += [(node, True), (node[1], False), (node[0], False)]
    return done.pop()
