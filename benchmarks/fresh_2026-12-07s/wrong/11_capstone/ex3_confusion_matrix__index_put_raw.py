# Mistake: "predicted and labels are 1-D tensors of any integer dtype (int64, int32, uint8)" - accumulates with index_put_((labels, predicted), ...) using the inputs as they are; uint8 index tensors are taken as boolean masks, so uint8 inputs fail or count the wrong cells.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    ones = torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device)
    cm.index_put_((labels, predicted), ones, accumulate=True)
    return cm
