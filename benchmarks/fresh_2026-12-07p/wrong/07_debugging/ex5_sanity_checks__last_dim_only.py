# Mistake: ""bad_output_shape": model(x) is not of shape (N, num_classes)": only the last dimension is compared with num_classes, so an output reshaped to (N, 1, num_classes) is not reported (and its loss check then fails on the extra dimension).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    valid = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not valid.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if logits.shape[-1] != num_classes:
        problems.add("bad_output_shape")
        return problems
    keep = finite & valid
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
