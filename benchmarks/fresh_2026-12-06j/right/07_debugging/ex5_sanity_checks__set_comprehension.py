# Right: builds the result from a dict of named boolean findings (a set comprehension at the end), computing the loss with F.cross_entropy only when the shape is right and some example is usable.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    finite = ~(x.isnan() | x.isinf()).flatten(1).any(dim=1)
    labels_ok = (y >= 0) & (y < num_classes)
    with torch.no_grad():
        out = model(x)
    shape_ok = tuple(out.shape) == (x.shape[0], num_classes)
    loss_off = False
    usable = finite & labels_ok
    if shape_ok and bool(usable.any()):
        loss = float(F.cross_entropy(out[usable], y[usable]))
        loss_off = abs(loss - math.log(num_classes)) > tol
    findings = {"nonfinite_inputs": not bool(finite.all()), "labels_out_of_range": not bool(labels_ok.all()),
                "bad_output_shape": not shape_ok, "initial_loss_off": loss_off}
    return {name for name, present in findings.items() if present}
