# Right: loops over the class pairs (never over the samples), counting each cell with a boolean mask and a sum, and stacks the counts into an int64 matrix.
def confusion_matrix(predicted, labels, num_classes):
    rows = []
    for t in range(num_classes):
        is_t = labels == t
        rows.append(torch.stack([(is_t & (predicted == p)).sum() for p in range(num_classes)]))
    return torch.stack(rows).to(torch.int64)
