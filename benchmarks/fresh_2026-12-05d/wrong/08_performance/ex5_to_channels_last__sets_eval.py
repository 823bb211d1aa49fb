# Mistake: "the model's train/eval modes stay as they were" — puts the model in eval mode "for inference in the new layout", which changes a model (or a nested block) that was in training mode
def to_channels_last(model, x):
    cl = torch.channels_last
    model = model.eval().to(memory_format=cl)
    return model, x.to(memory_format=cl)
