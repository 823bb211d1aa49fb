# Mistake: "the model's train/eval modes stay as they were" — puts the converted model in eval mode (as the section's make_cnn does), so a model in train mode (and a nested block in the other mode) comes back changed, with other outputs from BatchNorm.
def to_channels_last(model, x):
    cl = torch.channels_last
    model = model.to(memory_format=cl).eval()
    return model, x.to(memory_format=cl)
