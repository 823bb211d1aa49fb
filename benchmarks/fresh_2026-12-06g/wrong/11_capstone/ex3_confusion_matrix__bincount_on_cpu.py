# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — moves the index to the CPU before bincount (CUDA's bincount is not deterministic and raises under torch.use_deterministic_algorithms(True)), so for accelerator inputs the matrix comes back on the CPU (and the copy is a host sync)
def confusion_matrix(predicted, labels, num_classes):
    index = labels.to(torch.int64) * num_classes + predicted.to(torch.int64)
    counts = torch.bincount(index.cpu(), minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
