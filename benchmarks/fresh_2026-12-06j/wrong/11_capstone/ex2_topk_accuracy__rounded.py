# Mistake: "the fraction (a Python float between 0 and 1 ...)" compared with a loop: the result is rounded to 4 decimals for a tidy report, so 1/3 comes back as 0.3333 and 2/3 as 0.6667 (N = 3 is allowed).
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = (top == labels.unsqueeze(1)).any(dim=1)
    return round(hits.float().mean().item(), 4)
