# Mistake: "the fraction ... of rows whose true label is among the `k` largest logits" — averages the (N, k) match matrix over all N*k entries, so each hit counts 1/k: every k > 1 divides the accuracy by k
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return (top == labels.long().view(-1, 1)).float().mean().item()
