# Right: cross_entropy with reduction="none" over every row after replacing bad labels by 0 (ignored afterwards), then averages only the usable rows; NaN rows are dropped by the mask before averaging.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    result = set()
    bad_x = ~torch.isfinite(x).flatten(1).all(1)
    bad_y = (y < 0) | (y >= num_classes)
    if bad_x.any():
        result.add("nonfinite_inputs")
    if bad_y.any():
        result.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
        if list(out.shape) != [len(y), num_classes]:
            result.add("bad_output_shape")
        else:
            usable = ~bad_x & ~bad_y
            if int(usable.sum()) > 0:
                safe_y = torch.where(bad_y, torch.zeros_like(y), y)
                per = F.cross_entropy(out, safe_y, reduction="none")
                loss = per[usable].mean().item()
                if abs(loss - math.log(num_classes)) > tol:
                    result.add("initial_loss_off")
    return result
