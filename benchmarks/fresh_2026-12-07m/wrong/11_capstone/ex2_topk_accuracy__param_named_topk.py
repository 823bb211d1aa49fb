# Mistake: the prompt's signature is "topk_accuracy(logits, labels, k)"; the third parameter is named `top_k`, so a caller passing it by name, topk_accuracy(logits, labels, k=2), raises TypeError.
def topk_accuracy(logits, labels, top_k):
    predicted = logits.topk(top_k, dim=1).indices
    correct = (predicted == labels.unsqueeze(1)).any(dim=1)
    return correct.sum().item() / labels.shape[0]
