# Mistake: "a stray .contiguous() after the conversion, which quietly goes back to NCHW" — makes the converted batch "safe" with .contiguous(), undoing channels_last
def to_channels_last(model, x):
    model = model.to(memory_format=torch.channels_last)
    x_cl = x.to(memory_format=torch.channels_last).contiguous()
    return model, x_cl
