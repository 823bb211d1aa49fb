# Mistake: "logits has shape (N, C)" / "among the k largest logits" of the row — takes topk along dim 0 (over the examples of each class) and transposes, which is a different selection (and fails when k > N)
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=0).indices.t()
    hits = [(int(labels[i]) in top[i % top.shape[0]].tolist()) for i in range(len(labels))]
    return sum(hits) / len(hits)
