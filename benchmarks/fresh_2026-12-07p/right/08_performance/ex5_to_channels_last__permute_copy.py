# Right: returns a converted deep copy of the model (the caller's model untouched) with its 4-D parameters re-laid through .data, and builds the channels_last batch by hand: permute to NHWC, make it contiguous, permute back (same shape, NHWC strides, gradient flows to x).
import copy

def to_channels_last(model, x):
    converted = copy.deepcopy(model)
    with torch.no_grad():
        for p in converted.parameters():
            if p.dim() == 4:
                p.data = p.data.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    x_cl = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
    return converted, x_cl
