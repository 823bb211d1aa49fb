# Right: converts in place with model.apply, each module handling only its own (recurse=False) 4-D parameters through .data, and converts the batch with the autograd-aware x.to(memory_format=...) (which hands back x itself when it is channels_last already).
def to_channels_last(model, x):
    def convert(module):
        for p in module.parameters(recurse=False):
            if p.dim() == 4:
                p.data = p.data.contiguous(memory_format=torch.channels_last)
    model.apply(convert)
    return model, x.to(memory_format=torch.channels_last)
