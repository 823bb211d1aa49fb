# Right: the same draws as kaiming_normal_(fan_in, relu) written out: std = sqrt(2) / sqrt(in_features), normal_(0, std) in place under no_grad (frozen layers too, flags untouched), in model.modules() order; bias zeroed in place when present; modes untouched; returns model.
import math

def init_weights(model: nn.Module) -> nn.Module:
    with torch.no_grad():
        for module in model.modules():
            if not isinstance(module, nn.Linear):
                continue
            fan_in = module.weight.shape[1]
            std = math.sqrt(2.0) / math.sqrt(fan_in)
            module.weight.normal_(0, std)
            if module.bias is not None:
                module.bias.zero_()
    return model
