# Mistake: "bad_output_shape: model(x) is not of shape (N, num_classes)": flagging only too few outputs (cross_entropy "works" with more columns) misses a last layer with num_classes + 1 outputs, and the loss is then checked against ln(num_classes) on the wrong logits.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(1)
    valid = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not valid.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.dim() != 2 or out.shape[0] != len(x) or out.shape[1] < num_classes:
        problems.add("bad_output_shape")
        return problems
    keep = finite & valid
    if keep.any():
        loss = F.cross_entropy(out[keep], y[keep])
        if abs(loss.item() - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
