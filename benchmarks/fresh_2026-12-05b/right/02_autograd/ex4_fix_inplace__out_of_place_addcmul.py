# Right: everything out of place; the residual sum with torch.addcmul(x, h, g) into a new tensor.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x) + 1.0
        g = torch.mul(torch.sigmoid(self.gate(x)), self.scale)
        return F.relu(torch.addcmul(x, h, g))
