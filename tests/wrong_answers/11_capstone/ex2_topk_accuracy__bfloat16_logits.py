# Diagnosis: domain-wrong-result
# Pitfall: logits cast to bfloat16 before topk: near ties collapse (fresh batch p).
def topk_accuracy(logits, labels, k):
    top = logits.to(torch.bfloat16).topk(k, dim=1).indices
    return (top == labels[:, None]).any(dim=1).float().mean().item()
