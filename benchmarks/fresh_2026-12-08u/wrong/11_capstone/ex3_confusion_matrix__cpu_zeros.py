# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the matrix is allocated with torch.zeros on the default (CPU) device and filled with index_put_ using the inputs' indices; with inputs on an accelerator the devices do not mix and it raises (or, with CPU inputs only, always returns a CPU tensor).
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    cm.index_put_((labels.long(), predicted.long()),
                  torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device), accumulate=True)
    return cm
