# Right: no concatenation: cat([l, r]) @ w written as l @ w[:D] + r @ w[D:], the two halves of w's rows, with an explicit stack instead of recursion.
def encode(tree, emb, w):
    d = w.shape[1]
    top, bottom = w[:d], w[d:]
    results = []
    todo = [(tree, False)]
    while todo:
        node, expanded = todo.pop()
        if isinstance(node, int):
            results.append(emb[node])
        elif expanded:
            right = results.pop()
            left = results.pop()
            results.append(torch.tanh(left @ top + right @ bottom))
        else:
            todo.append((node, True))
            todo.append((node[1], False))
            todo.append((node[0], False))
    return results[0]
