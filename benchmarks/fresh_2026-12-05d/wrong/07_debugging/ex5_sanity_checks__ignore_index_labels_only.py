# Mistake: "Compute it only over the examples whose inputs are finite and whose labels are in range" — bad labels are replaced by ignore_index (-100) so cross_entropy skips them, but examples with non-finite inputs stay in: their NaN logits make the loss NaN, the comparison is False, and a 30-times-too-large output layer goes unreported whenever some input is NaN/inf.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    bad_label = (y < 0) | (y >= num_classes)
    if bad_label.any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    targets = y.masked_fill(bad_label, -100)
    if (~bad_label).any():
        loss = F.cross_entropy(logits, targets, ignore_index=-100)
        if abs(loss.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
