# Approach: scatter ones into a zero matrix with index_put_(accumulate=True).
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.long, device=labels.device)
    ones = torch.ones(len(labels), dtype=torch.long, device=labels.device)
    return matrix.index_put_((labels.long(), predicted.long()), ones, accumulate=True)
