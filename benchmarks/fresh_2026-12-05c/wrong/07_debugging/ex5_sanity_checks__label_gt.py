# Mistake: "some label is not in `0 .. num_classes - 1`" (Pitfalls: `y > num_classes`) — a label equal to num_classes is not reported, and then crashes cross_entropy when the loss is computed on "valid" rows
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    in_range = (y >= 0) & (y <= num_classes)
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if tuple(out.shape) != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & in_range
    if keep.any():
        loss = F.cross_entropy(out[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
