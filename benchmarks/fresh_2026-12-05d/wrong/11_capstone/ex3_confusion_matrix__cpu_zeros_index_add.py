# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device (... tensors made on the CPU do not mix with its tensors)" — the counts buffer is created with torch.zeros(...) on the CPU, and index_add_ of the inputs' (accelerator) index into it fails
def confusion_matrix(predicted, labels, num_classes):
    index = labels.long() * num_classes + predicted.long()
    counts = torch.zeros(num_classes * num_classes, dtype=torch.int64)
    counts.index_add_(0, index, torch.ones_like(index))
    return counts.view(num_classes, num_classes)
