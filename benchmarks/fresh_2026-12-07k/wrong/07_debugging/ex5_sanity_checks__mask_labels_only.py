# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range": only the labels are masked, so one NaN input makes the loss NaN, `abs(nan - ln C) > tol` is False, and a model with a 30-times-too-large output layer is not reported as "initial_loss_off" whenever some input is non-finite.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    found = set()
    if not torch.isfinite(x).all():
        found.add("nonfinite_inputs")
    valid_labels = (y >= 0) & (y < num_classes)
    if not valid_labels.all():
        found.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if tuple(out.shape) != (x.shape[0], num_classes):
        found.add("bad_output_shape")
    elif valid_labels.any():
        loss = F.cross_entropy(out[valid_labels], y[valid_labels])
        if abs(loss.item() - math.log(num_classes)) > tol:
            found.add("initial_loss_off")
    return found
