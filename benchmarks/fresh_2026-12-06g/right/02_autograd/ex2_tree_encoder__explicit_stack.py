# Right: evaluates the tree bottom-up with an explicit stack instead of recursion (post-order: both children before their node, left then right), builds each node with F.linear(cat, w.T) == cat @ w and looks leaves up with F.embedding on an index made on emb's device; nothing is kept between calls
import torch.nn.functional as F


def encode(tree, emb, w):
    done = {}
    stack = [(tree, False)]
    while stack:
        node, children_ready = stack.pop()
        if not isinstance(node, tuple):
            done[node] = F.embedding(torch.tensor(node, device=emb.device), emb)
        elif children_ready:
            left = done[node[0]]
            right = done[node[1]]
            done[node] = torch.tanh(F.linear(torch.cat([left, right]), w.transpose(0, 1)))
        else:
            stack.append((node, True))
            stack.append((node[1], False))
            stack.append((node[0], False))
    return done[tree]
