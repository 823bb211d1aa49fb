# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the count matrix is created on the CPU, so index_put_ with device indices fails there (or the result would be on the wrong device)
def confusion_matrix(predicted, labels, num_classes):
    out = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    out.index_put_((labels.long(), predicted.long()),
                   torch.ones_like(labels, dtype=torch.int64), accumulate=True)
    return out
