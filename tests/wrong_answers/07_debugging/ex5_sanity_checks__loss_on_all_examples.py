# Diagnosis: crashed-on-bad-labels
# Pitfall: the loss is computed over every example, so an out-of-range label crashes the check.
def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    if not torch.isfinite(x).all():
        problems.add("nonfinite_inputs")
    if ((y < 0) | (y >= num_classes)).any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    loss = F.cross_entropy(logits, y).item()
    if not abs(loss - math.log(num_classes)) <= tol:
        problems.add("initial_loss_off")
    return problems
