# Right: same distribution written out: normal_(0, sqrt(2 / in_features)) via kaiming's gain and fan, filled in place under no_grad over named_modules().
import math


def init_weights(model: nn.Module) -> nn.Module:
    with torch.no_grad():
        for _, module in model.named_modules():
            if not isinstance(module, nn.Linear):
                continue
            fan_in = module.weight.shape[1]
            std = nn.init.calculate_gain("relu") / math.sqrt(fan_in)
            module.weight.normal_(0.0, std)
            if module.bias is not None:
                module.bias.fill_(0.0)
    return model
