# Mistake: ""nonfinite_inputs": some value in `x` is NaN or infinite" (Pitfalls: `isnan` for the inputs) — an input holding inf or -inf is not reported, and its (infinite/NaN) logits enter the loss
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    ok_x = ~torch.isnan(x.flatten(1)).any(dim=1)
    if not ok_x.all():
        problems.add("nonfinite_inputs")
    ok_y = (y >= 0) & (y < num_classes)
    if not ok_y.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = ok_x & ok_y
    if keep.any():
        loss = F.cross_entropy(out[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
