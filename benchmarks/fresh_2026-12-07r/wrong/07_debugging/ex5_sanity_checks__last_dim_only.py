# Mistake: "bad_output_shape: model(x) is not of shape (N, num_classes)": checking only the last dimension accepts an output reshaped to (N, 1, num_classes), and the loss is then computed on the flattened rows instead of being skipped.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    logits = out.reshape(-1, num_classes)
    usable = finite & in_range
    if usable.any():
        loss = F.cross_entropy(logits[usable], y[usable]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
