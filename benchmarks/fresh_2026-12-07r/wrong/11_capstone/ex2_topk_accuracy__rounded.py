# Mistake: "the fraction (a Python float between 0 and 1 ...)" -- rounds it to 2 decimals for display, so 1/3 comes back 0.33 and 2/3 as 0.67 (N = 3).
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hit = (top == labels[:, None].long()).any(dim=1)
    return round(hit.float().mean().item(), 2)
