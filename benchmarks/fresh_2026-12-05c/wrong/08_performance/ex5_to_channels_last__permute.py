# Mistake: "with shapes unchanged" (Pitfalls: permuting the batch to (N, H, W, C)) — permutes x to NHWC, a different shape that the convolutions reject or misread
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    return model, x.permute(0, 2, 3, 1)
